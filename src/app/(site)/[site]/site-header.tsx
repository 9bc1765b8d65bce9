/** Every site page renders this header; it lives with the rest of the chrome in src/components/chrome. */
export { SiteHeader } from '@/components/chrome/site-header'
