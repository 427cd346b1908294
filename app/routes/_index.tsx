import type { MetaFunction } from "@remix-run/node"
import { PageHeader } from "~/components/page-header"

export default function Page() {
  return <PageHeader title="ASSOCIE-SE AGORA MESMO!" subtitle="Futebol, convivência e tradição." />
}

export const meta: MetaFunction = () => [
  { title: "ASSOCIE-SE AGORA MESMO! | Associação dos Veteranos" },
  { name: "description", content: "A associação dos veteranos: eventos, escolinha de futebol, documentos e filiação." },
]
