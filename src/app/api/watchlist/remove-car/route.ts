import { watchlistCall } from '../handler'

export const dynamic = 'force-dynamic'

export const POST = (request: Request) => watchlistCall(request, 'remove')
