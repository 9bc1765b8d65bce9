/** The bare page's build: Next.js defaults, its own output next to it (bench/bare/.next). */
const nextConfig = { poweredByHeader: false }
export default nextConfig
