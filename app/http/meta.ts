// Each page's <title> and description, with the association's name from the root loader's site
// configuration (so a renamed association renames every title).
import type { MetaDescriptor } from "@remix-run/node"

type Match = { id: string; data: unknown }

const FALLBACK_NAME = "Associação dos Veteranos"

function siteName(matches: ReadonlyArray<Match>): string {
  const root = matches.find((match) => match.id === "root")?.data as { site?: { nome?: string } } | undefined
  return root?.site?.nome || FALLBACK_NAME
}

/** "Eventos | <association>", or the association's name alone when `title` is null (home page). */
export function pageMeta(
  matches: ReadonlyArray<Match>,
  { title, description }: { title: string | null; description?: string },
): MetaDescriptor[] {
  const nome = siteName(matches)
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
        ]
      : []),
  ]
}
