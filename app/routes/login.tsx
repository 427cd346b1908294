import type { MetaFunction } from "@remix-run/node"
import { PageHeader } from "~/components/page-header"

export default function Page() {
  return <PageHeader title="Área do Associado" subtitle="Entre com seu e-mail e senha." />
}

export const meta: MetaFunction = () => [
  { title: "Área do Associado | Associação dos Veteranos" },
  { name: "description", content: "Acesso ao painel do associado." },
]
