import type { MetaFunction } from "@remix-run/node"
import { PageHeader } from "~/components/page-header"

export default function Page() {
  return <PageHeader title="Associe-se" subtitle="Formulário de Solicitação de Filiação" />
}

export const meta: MetaFunction = () => [
  { title: "Associe-se | Associação dos Veteranos" },
  { name: "description", content: "Peça sua filiação à associação dos veteranos." },
]
