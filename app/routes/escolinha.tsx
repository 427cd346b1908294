import type { MetaFunction } from "@remix-run/node"
import { PageHeader } from "~/components/page-header"

export default function Page() {
  return <PageHeader title="Escolinha de Futebol" subtitle="Futebol, disciplina e amizade para crianças de 5 a 10 anos." />
}

export const meta: MetaFunction = () => [
  { title: "Escolinha de Futebol | Associação dos Veteranos" },
  { name: "description", content: "Escolinha de futebol para crianças de 5 a 10 anos: horários e solicitação de participação." },
]
