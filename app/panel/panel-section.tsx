// A panel page's section: a card named by its heading, whose `id` is also its anchor
// (/painel/seguranca#senha), used by the pages made of several sections (Meus Dados, Segurança).
import type { ReactNode } from "react"

export function PanelSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className="scroll-mt-4 rounded-lg border border-marca-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-titulo`} className="text-lg font-semibold text-marca-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}
