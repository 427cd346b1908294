import type { MetaFunction } from "@remix-run/node"
import { PageHeader } from "~/components/page-header"

export default function Page() {
  return <PageHeader title="Recuperar senha" subtitle="Informe seu e-mail para receber o link de redefinição." />
}

export const meta: MetaFunction = () => [
  { title: "Recuperar senha | Associação dos Veteranos" },
  { name: "description", content: "Redefinição de senha do painel do associado." },
]
