/** The bare Next.js page `npm run bench` compares every page type with (bench/bare/README.md). */
export const metadata = { title: 'Bare Next.js page', description: 'The baseline of npm run bench.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
