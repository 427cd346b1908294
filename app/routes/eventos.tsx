import type { MetaFunction } from "@remix-run/node"
import { PageHeader } from "~/components/page-header"

export default function Page() {
  return <PageHeader title="Eventos" subtitle="Jogos, festas e assembleias da associação." />
}

export const meta: MetaFunction = () => [
  { title: "Eventos | Associação dos Veteranos" },
  { name: "description", content: "Próximos eventos e calendário anual da associação." },
]
