// Each page's <title> and description, with the association's name from the root loader's site
// configuration (so a renamed association renames every title); and, on the public pages, what a
// link to them shows when shared (WhatsApp, Facebook, X) and the canonical address
// (docs/decisions/server-and-operation.md#link-previews).
import type { MetaDescriptor } from "@remix-run/node"
import { CARD_IMAGE } from "../../config/brand.mjs"

type Match = { id: string; pathname: string; data: unknown }

type RootData = { site?: { nome?: string }; appUrl?: string }

const FALLBACK_NAME = "Associação dos Veteranos"

/** A link preview's picture: an absolute address of a PNG or JPEG, with its size. */
export type PreviewImage = { url: string; width: number; height: number; type: string; alt: string }

/** The association's card (made at build time from the logo): the picture of a page without its own. */
export const cardImage = (appUrl: string, alt: string): PreviewImage => ({
  url: new URL(CARD_IMAGE.file, appUrl).toString(),
  width: CARD_IMAGE.width,
  height: CARD_IMAGE.height,
  type: "image/png",
  alt,
})

const rootData = (matches: ReadonlyArray<Match>) =>
  matches.find((match) => match.id === "root")?.data as RootData | undefined

/** The sharing tags of the page `matches` ends at, its address absolute from APP_URL. */
function sharingTags(matches: ReadonlyArray<Match>, nome: string, image?: PreviewImage | null) {
  const appUrl = rootData(matches)?.appUrl
  const pathname = matches.at(-1)?.pathname
  if (!appUrl || !pathname) return []
  const url = new URL(pathname, appUrl).toString()
  const picture = image ?? cardImage(appUrl, nome)
  return [
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: nome },
    { property: "og:image", content: picture.url },
    { property: "og:image:type", content: picture.type },
    { property: "og:image:width", content: String(picture.width) },
    { property: "og:image:height", content: String(picture.height) },
    { property: "og:image:alt", content: picture.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ]
}

/**
 * "Eventos | <association>", or the association's name alone when `title` is null (home page). A
 * page with a description is a public one, and carries the link preview's tags; `image` is its own
 * picture, else the association's card.
 */
export function pageMeta(
  matches: ReadonlyArray<Match>,
  { title, description, image }: { title: string | null; description?: string; image?: PreviewImage | null },
): MetaDescriptor[] {
  const nome = rootData(matches)?.site?.nome || FALLBACK_NAME
  const full = title ? `${title} | ${nome}` : nome
  return [
    { title: full },
    { property: "og:title", content: full },
    { property: "og:locale", content: "pt_BR" },
    // A page that is not for search engines (a reset link, the panel) has no description.
    ...(description
      ? [
          { name: "description", content: description },
          { property: "og:description", content: description },
          ...sharingTags(matches, nome, image),
        ]
      : []),
  ]
}
