import type { MetaFunction } from "@remix-run/node"
import { PageHeader } from "~/components/page-header"

export default function Page() {
  return <PageHeader title="Diretoria e Conselho Fiscal" subtitle="Quem conduz a associação." />
}

export const meta: MetaFunction = () => [
  { title: "Diretoria e Conselho Fiscal | Associação dos Veteranos" },
  { name: "description", content: "Membros da diretoria executiva e do conselho fiscal da associação." },
]
