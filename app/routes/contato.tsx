import type { MetaFunction } from "@remix-run/node"
import { PageHeader } from "~/components/page-header"

export default function Page() {
  return <PageHeader title="Contato" subtitle="Fale com a associação." />
}

export const meta: MetaFunction = () => [
  { title: "Contato | Associação dos Veteranos" },
  { name: "description", content: "Endereço, telefone, horários, perguntas frequentes e formulário de contato." },
]
