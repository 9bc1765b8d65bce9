// One app instance's cache, in its own process (tests/integration/shared-cache-tags.test.ts): once its
// handler has read the shared tags it prints 'ready', then 'expired <tag>' as soon as a watched tag expires
// for entries written at the given time. Tags and time come as arguments.
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import SharedTagsCacheHandler from '../../cache-handler.mjs'

const [writtenAt, ...tags] = process.argv.slice(2)
const handler = new SharedTagsCacheHandler({ revalidatedTags: [] })
await handler.get('warm-up', { kind: 'FETCH', tags: [], softTags: [] }) // resolves once the table is read
console.log('ready')
const waiting = new Set(tags)
const timer = setInterval(() => {
  for (const tag of waiting) {
    if (tagsManifestModule.areTagsExpired([tag], Number(writtenAt))) {
      waiting.delete(tag)
      console.log(`expired ${tag}`)
    }
  }
  if (waiting.size === 0) {
    clearInterval(timer)
    process.exit(0)
  }
}, 20)
