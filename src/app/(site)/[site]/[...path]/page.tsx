import { notFound } from 'next/navigation'

/** Any path no route claims is a 404 on the site's own not-found page. */
export default function UnknownPath() {
  notFound()
}
