/** A heading and a paragraph, server-rendered: the least an App Router page ships. */
export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>
        The same Next.js and React as the platform, built and served in the same benchmark run, so each page type&apos;s
        JavaScript and LCP read as a ratio to what the framework alone costs on this machine.
      </p>
    </main>
  )
}
