import type { MetaFunction } from "@remix-run/node"
import { PageHeader } from "~/components/page-header"

export default function Page() {
  return <PageHeader title="Galeria" subtitle="Momentos da associação dentro e fora de campo." />
}

export const meta: MetaFunction = () => [
  { title: "Galeria | Associação dos Veteranos" },
  { name: "description", content: "Fotos dos jogos, festas e da escolinha da associação." },
]
