// /assembleias/<id>: the general assembly's notice (edital de convocação), public and printable on one
// A4 page, from the day it is published: to come, being held, held, or cancelled with its reason. A
// draft or an unknown id is a 404 (docs/decisions/general-assembly.md#the-notice-is-public). It sends
// no React, only 'Imprimir''s small script.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { assembleiaTitulo } from "@veteranos/domain/assembleias"
import { getSiteConfig } from "~/http/site-config.server"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"
import { editalPagina } from "./edital-pagina.server"
import { getEdital } from "./edital.server"
import { EditalView } from "./edital"

export async function loader({ params }: LoaderFunctionArgs) {
  const [lido, site] = await Promise.all([getEdital(params.id ?? ""), getSiteConfig()])
  if (!lido) throw new Response("Assembleia não encontrada", { status: 404 })
  return { edital: editalPagina(lido.edital, lido.itens, lido.chapas, site) }
}

export default function Edital() {
  return <EditalView {...useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(matches, {
        title: `Edital de convocação · ${data.edital.titulo}`,
        description: `${data.edital.titulo}: 1ª convocação ${data.edital.primeiraChamada}.`,
      })
    : pageMeta(matches, { title: assembleiaTitulo("") })

// HTML and CSS, and the print button's own small script: React is not sent.
export const handle = STATIC_PAGE
