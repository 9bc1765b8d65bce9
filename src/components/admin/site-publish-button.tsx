'use client'

import { ConfigProvider, PublishButton, useConfig, useFormFields } from '@payloadcms/ui'
import type { PublishButtonClientProps } from 'payload'
import { useEffect, useMemo, useState } from 'react'

import { scheduleTimeZone } from '@/domain/schedule-time-zones'

type SiteRef = number | string | { id: number | string } | null | undefined

const siteId = (value: SiteRef) => (value && typeof value === 'object' ? value.id : value) ?? null

/**
 * Payload's Publish button, whose Schedule Publish drawer opens in the document's site's time zone (issue 22:
 * schedule times in the site's time zone) instead of the admin's one default. The drawer takes its starting
 * zone from the config it reads when it opens, so the button is given the config with the site's zone as the
 * default; the zone is still the editor's to change, and a site whose zone the pickers lack keeps the default.
 */
export function SitePublishButton(props: PublishButtonClientProps) {
  const { config } = useConfig()
  const site = siteId(useFormFields(([fields]) => fields.site?.value as SiteRef))
  const [zone, setZone] = useState<string | null>(null)

  useEffect(() => {
    if (site === null) return
    const controller = new AbortController()
    fetch(`${config.serverURL}${config.routes.api}/sites/${site}?depth=0&select[timeZone]=true`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.json() : null))
      .then((doc: { timeZone?: string } | null) => setZone(scheduleTimeZone(doc?.timeZone)))
      .catch(() => {}) // an aborted or failed look-up leaves the admin's default zone
    return () => controller.abort()
  }, [site, config.serverURL, config.routes.api])

  const siteConfig = useMemo(
    () =>
      zone && zone !== config.admin.timezones.defaultTimezone
        ? { ...config, admin: { ...config.admin, timezones: { ...config.admin.timezones, defaultTimezone: zone } } }
        : null,
    [config, zone],
  )
  if (!siteConfig) return <PublishButton {...props} />
  return (
    <ConfigProvider config={siteConfig}>
      <PublishButton {...props} />
    </ConfigProvider>
  )
}
