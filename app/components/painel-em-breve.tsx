// A panel page whose tools come in a later issue: its heading and title, and a word that it is on
// its way. Each route keeps its own guard; its loader gives the heading.
import type { MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { pageMeta } from "~/utils/meta"

type EmBreve = { titulo: string }

export function PainelEmBreve() {
  const { titulo } = useLoaderData<EmBreve>()
  return (
    <>
      <h1 className="text-2xl font-bold text-marca-900">{titulo}</h1>
      <p className="mt-2 text-gray-700">Esta área do painel está em preparação.</p>
    </>
  )
}

export const painelEmBreveMeta: MetaFunction = ({ data, matches }) =>
  pageMeta(matches, { title: (data as EmBreve | undefined)?.titulo ?? "Painel" })
