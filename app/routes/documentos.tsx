import type { MetaFunction } from "@remix-run/node"
import { PageHeader } from "~/components/page-header"

export default function Page() {
  return <PageHeader title="Documentos" subtitle="Estatuto, regulamentos e relatórios da associação." />
}

export const meta: MetaFunction = () => [
  { title: "Documentos | Associação dos Veteranos" },
  { name: "description", content: "Documentos fundacionais, regulamentos e relatórios da associação para download." },
]
