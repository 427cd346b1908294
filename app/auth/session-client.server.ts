// Where a session's browser is, as its owner's list of sessions shows it
// (docs/decisions/two-step-login.md#sessions): its user agent, cut short,
// and the network of the address the site already trusts (forwardedClient: its own server's header,
// or what TRUST_PROXY's proxies vouch for), an IPv4 /24 or an IPv6 /48: never the address itself,
// never a place guessed from it. Kept beside each session (session.server.ts).
import { isIPv4, isIPv6 } from "node:net"
import { forwardedClient } from "~/http/rate-limit.server"

/** A user agent is kept this long at most: the file and the memory stay bounded whatever is sent. */
const USER_AGENT_MAX = 300
/** The last activity is written at most this often per session (bounded writes of the state file). */
export const LAST_SEEN_STEP_MS = 60_000

/** Where and when a session was opened and last used (instants in milliseconds since the epoch). */
export type SessionClient = { userAgent: string; network: string; createdAt: number; lastSeen: number }

/** The groups of an IPv6 address written out (eight numbers), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null
  const [head = "", tail] = address.split("::")
  const split = (part: string) => (part === "" ? [] : part.split(":"))
  // An IPv4 ending (::ffff:1.2.3.4) is two groups.
  const groupsOf = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!part.includes(".")) return [parseInt(part, 16)]
      const [a = 0, b = 0, c = 0, d = 0] = part.split(".").map(Number)
      return [a * 256 + b, c * 256 + d]
    })
  const start = groupsOf(split(head))
  const end = tail === undefined ? [] : groupsOf(split(tail))
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end]
}

/** The network of `address`: "a.b.c.0/24" for IPv4, its first 48 bits for IPv6, "" for none. */
export function networkOf(address: string | null): string {
  if (!address) return ""
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`
  const groups = ipv6Groups(address)
  if (!groups) return ""
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(":")}::/48`
}

/** The client of `request` (none: nothing known), opened and seen at `now`. */
export function clientOf(request: Request | undefined, now: number): SessionClient {
  return {
    userAgent: (request?.headers.get("User-Agent") ?? "").slice(0, USER_AGENT_MAX),
    network: request ? networkOf(forwardedClient(request)) : "",
    createdAt: now,
    lastSeen: now,
  }
}

/** True for a client as clientOf writes it (what the state file holds is checked before it is used). */
export function isSessionClient(value: unknown): value is SessionClient {
  const client = value as Partial<SessionClient> | null
  return (
    typeof client?.userAgent === "string" &&
    typeof client.network === "string" &&
    typeof client.createdAt === "number" &&
    typeof client.lastSeen === "number"
  )
}
