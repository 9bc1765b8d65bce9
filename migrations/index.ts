import * as migration_20261122_173525_initial from './20261122_173525_initial'
import * as migration_20261122_180252_stock from './20261122_180252_stock'
import * as migration_20261123_104054_promo_tiles_phone_reveals from './20261123_104054_promo_tiles_phone_reveals'
import * as migration_20261123_105912_vehicle_page_settings from './20261123_105912_vehicle_page_settings'
import * as migration_20261123_111139_lender_disclaimers from './20261123_111139_lender_disclaimers'
import * as migration_20261123_112551_accounts from './20261123_112551_accounts'
import * as migration_20261123_113120_leads from './20261123_113120_leads'
import * as migration_20261123_120007_vehicle_page_drop_chat_switches from './20261123_120007_vehicle_page_drop_chat_switches'
import * as migration_20261123_120018_vehicle_page_chat_urls from './20261123_120018_vehicle_page_chat_urls'
import * as migration_20261123_132020_trade_in_service_contact_leads from './20261123_132020_trade_in_service_contact_leads'
import * as migration_20261123_132413_pages_media from './20261123_132413_pages_media'
import * as migration_20261123_132732_reservations from './20261123_132732_reservations'
import * as migration_20261123_134717_page_blocks from './20261123_134717_page_blocks'
import * as migration_20261123_135543_content_collections from './20261123_135543_content_collections'
import * as migration_20261123_151538_embedded_form_block from './20261123_151538_embedded_form_block'
import * as migration_20261123_162742_manufacturer_offers from './20261123_162742_manufacturer_offers'
import * as migration_20261123_220551_feed_hold from './20261123_220551_feed_hold'
import * as migration_20261124_005803_rate_limits from './20261124_005803_rate_limits'
import * as migration_20261124_010057_feed_store_codes_run_integrations from './20261124_010057_feed_store_codes_run_integrations'
import * as migration_20261124_010931_lead_webhooks_leads_api from './20261124_010931_lead_webhooks_leads_api'
import * as migration_20261124_011000_shared_cache_tags from './20261124_011000_shared_cache_tags'
import * as migration_20261124_035021_lead_routing from './20261124_035021_lead_routing'
import * as migration_20261124_035033_search_tables from './20261124_035033_search_tables'
import * as migration_20261124_035151_parts_catalogue from './20261124_035151_parts_catalogue'
import * as migration_20261124_035200_feed_intake from './20261124_035200_feed_intake'
import * as migration_20261124_041730_checkout_journeys from './20261124_041730_checkout_journeys'
import * as migration_20261124_071332_home_page_blocks from './20261124_071332_home_page_blocks'
import * as migration_20261124_071336_lead_workflow_dashboard from './20261124_071336_lead_workflow_dashboard'
import * as migration_20261124_071400_saved_searches from './20261124_071400_saved_searches'
import * as migration_20261124_080100_content_drafts from './20261124_080100_content_drafts'
import * as migration_20261124_080640_car_overrides from './20261124_080640_car_overrides'
import * as migration_20261124_081200_site_navigation from './20261124_081200_site_navigation'
import * as migration_20261124_081216_redirects from './20261124_081216_redirects'
import * as migration_20261124_105811_location_drafts from './20261124_105811_location_drafts'
import * as migration_20261124_111424_schedule_time_zones from './20261124_111424_schedule_time_zones'
import * as migration_20261125_090000_media_library_images from './20261125_090000_media_library_images'
import * as migration_20261128_100000_car_dashboard_columns from './20261128_100000_car_dashboard_columns'
export const migrations = [
  {
    up: migration_20261122_173525_initial.up,
    down: migration_20261122_173525_initial.down,
    name: '20261122_173525_initial',
  },
  {
    up: migration_20261122_180252_stock.up,
    down: migration_20261122_180252_stock.down,
    name: '20261122_180252_stock',
  },
  {
    up: migration_20261123_104054_promo_tiles_phone_reveals.up,
    down: migration_20261123_104054_promo_tiles_phone_reveals.down,
    name: '20261123_104054_promo_tiles_phone_reveals',
  },
  {
    up: migration_20261123_105912_vehicle_page_settings.up,
    down: migration_20261123_105912_vehicle_page_settings.down,
    name: '20261123_105912_vehicle_page_settings',
  },
  {
    up: migration_20261123_111139_lender_disclaimers.up,
    down: migration_20261123_111139_lender_disclaimers.down,
    name: '20261123_111139_lender_disclaimers',
  },
  {
    up: migration_20261123_112551_accounts.up,
    down: migration_20261123_112551_accounts.down,
    name: '20261123_112551_accounts',
  },
  {
    up: migration_20261123_113120_leads.up,
    down: migration_20261123_113120_leads.down,
    name: '20261123_113120_leads',
  },
  {
    up: migration_20261123_120007_vehicle_page_drop_chat_switches.up,
    down: migration_20261123_120007_vehicle_page_drop_chat_switches.down,
    name: '20261123_120007_vehicle_page_drop_chat_switches',
  },
  {
    up: migration_20261123_120018_vehicle_page_chat_urls.up,
    down: migration_20261123_120018_vehicle_page_chat_urls.down,
    name: '20261123_120018_vehicle_page_chat_urls',
  },
  {
    up: migration_20261123_132020_trade_in_service_contact_leads.up,
    down: migration_20261123_132020_trade_in_service_contact_leads.down,
    name: '20261123_132020_trade_in_service_contact_leads',
  },
  {
    up: migration_20261123_132413_pages_media.up,
    down: migration_20261123_132413_pages_media.down,
    name: '20261123_132413_pages_media',
  },
  {
    up: migration_20261123_132732_reservations.up,
    down: migration_20261123_132732_reservations.down,
    name: '20261123_132732_reservations',
  },
  {
    up: migration_20261123_134717_page_blocks.up,
    down: migration_20261123_134717_page_blocks.down,
    name: '20261123_134717_page_blocks',
  },
  {
    up: migration_20261123_135543_content_collections.up,
    down: migration_20261123_135543_content_collections.down,
    name: '20261123_135543_content_collections',
  },
  {
    up: migration_20261123_151538_embedded_form_block.up,
    down: migration_20261123_151538_embedded_form_block.down,
    name: '20261123_151538_embedded_form_block',
  },
  {
    up: migration_20261123_162742_manufacturer_offers.up,
    down: migration_20261123_162742_manufacturer_offers.down,
    name: '20261123_162742_manufacturer_offers',
  },
  {
    up: migration_20261123_220551_feed_hold.up,
    down: migration_20261123_220551_feed_hold.down,
    name: '20261123_220551_feed_hold',
  },
  {
    up: migration_20261124_005803_rate_limits.up,
    down: migration_20261124_005803_rate_limits.down,
    name: '20261124_005803_rate_limits',
  },
  {
    up: migration_20261124_010057_feed_store_codes_run_integrations.up,
    down: migration_20261124_010057_feed_store_codes_run_integrations.down,
    name: '20261124_010057_feed_store_codes_run_integrations',
  },
  {
    up: migration_20261124_010931_lead_webhooks_leads_api.up,
    down: migration_20261124_010931_lead_webhooks_leads_api.down,
    name: '20261124_010931_lead_webhooks_leads_api',
  },
  {
    up: migration_20261124_011000_shared_cache_tags.up,
    down: migration_20261124_011000_shared_cache_tags.down,
    name: '20261124_011000_shared_cache_tags',
  },
  {
    up: migration_20261124_035021_lead_routing.up,
    down: migration_20261124_035021_lead_routing.down,
    name: '20261124_035021_lead_routing',
  },
  {
    up: migration_20261124_035033_search_tables.up,
    down: migration_20261124_035033_search_tables.down,
    name: '20261124_035033_search_tables',
  },
  {
    up: migration_20261124_035151_parts_catalogue.up,
    down: migration_20261124_035151_parts_catalogue.down,
    name: '20261124_035151_parts_catalogue',
  },
  {
    up: migration_20261124_035200_feed_intake.up,
    down: migration_20261124_035200_feed_intake.down,
    name: '20261124_035200_feed_intake',
  },
  {
    up: migration_20261124_041730_checkout_journeys.up,
    down: migration_20261124_041730_checkout_journeys.down,
    name: '20261124_041730_checkout_journeys',
  },
  {
    up: migration_20261124_071332_home_page_blocks.up,
    down: migration_20261124_071332_home_page_blocks.down,
    name: '20261124_071332_home_page_blocks',
  },
  {
    up: migration_20261124_071336_lead_workflow_dashboard.up,
    down: migration_20261124_071336_lead_workflow_dashboard.down,
    name: '20261124_071336_lead_workflow_dashboard',
  },
  {
    up: migration_20261124_071400_saved_searches.up,
    down: migration_20261124_071400_saved_searches.down,
    name: '20261124_071400_saved_searches',
  },
  {
    up: migration_20261124_080100_content_drafts.up,
    down: migration_20261124_080100_content_drafts.down,
    name: '20261124_080100_content_drafts',
  },
  {
    up: migration_20261124_080640_car_overrides.up,
    down: migration_20261124_080640_car_overrides.down,
    name: '20261124_080640_car_overrides',
  },
  {
    up: migration_20261124_081200_site_navigation.up,
    down: migration_20261124_081200_site_navigation.down,
    name: '20261124_081200_site_navigation',
  },
  {
    up: migration_20261124_081216_redirects.up,
    down: migration_20261124_081216_redirects.down,
    name: '20261124_081216_redirects',
  },
  {
    up: migration_20261124_105811_location_drafts.up,
    down: migration_20261124_105811_location_drafts.down,
    name: '20261124_105811_location_drafts',
  },
  {
    up: migration_20261124_111424_schedule_time_zones.up,
    down: migration_20261124_111424_schedule_time_zones.down,
    name: '20261124_111424_schedule_time_zones',
  },
  {
    up: migration_20261125_090000_media_library_images.up,
    down: migration_20261125_090000_media_library_images.down,
    name: '20261125_090000_media_library_images',
  },
  {
    up: migration_20261128_100000_car_dashboard_columns.up,
    down: migration_20261128_100000_car_dashboard_columns.down,
    name: '20261128_100000_car_dashboard_columns',
  },
]
