// The general assembly's notices on the dashboard: each called or open assembly until it is held,
// 'Assembleia Geral Ordinária — 15/03/2027 às 19:00', where it meets and 'Ver edital'; while one is
// held online or in both ways, a member on its frozen list marks their own presence here ('Marcar
// minha presença', a POST to the dashboard's action, answered 303 back to the notice), then reads
// 'Presença registrada às 19:42' (docs/decisions/general-assembly.md#the-notice-is-public).
import { Form } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import { Icon } from "~/components/ui/icon"
import type { IntentOf } from "~/panel/intents.server"
import type { dashboardIntents } from "./dashboard-actions.server"
import { DASHBOARD_LINK } from "./dashboard-card"

export type AvisoAssembleia = {
  id: string
  /** 'Assembleia Geral Ordinária — 15/03/2027 às 19:00' */
  titulo: string
  local: string
  /** The notice's public page. */
  edital: string
  /** On the frozen list of one being held online: null before the mark, then its São Paulo time. */
  presenca: { hora: string | null } | null
}

/** The anchor of a notice on the dashboard, where the answer to its POST returns. */
export const avisoDaAssembleia = (id: string) => `assembleia-${id}`

const MARCAR: IntentOf<typeof dashboardIntents> = "presenca-assembleia"

export function AvisosAssembleia({ avisos }: { avisos: readonly AvisoAssembleia[] }) {
  if (avisos.length === 0) return null
  return (
    <section
      aria-label="Assembleia Geral"
      className="grid gap-3 rounded-lg border border-marca-300 bg-marca-50 p-5"
      data-testid="avisos-assembleia"
    >
      {avisos.map((aviso) => (
        <div key={aviso.id} id={avisoDaAssembleia(aviso.id)} className="grid gap-2">
          <p className="flex items-start gap-2 font-semibold text-marca-950 [overflow-wrap:anywhere]">
            <Icon name="users" className="mt-0.5 size-5 shrink-0 text-marca-700" />
            {aviso.titulo}
          </p>
          {aviso.local ? (
            <p className="flex items-start gap-2 text-sm text-gray-800 [overflow-wrap:anywhere]">
              <Icon name="pin" className="mt-0.5 size-4 shrink-0 text-marca-700" title="Local" />
              {aviso.local}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            {/* A page load: the notice's page sends no React, only its print button's script. */}
            <a href={aviso.edital} className={DASHBOARD_LINK}>
              Ver edital
            </a>
            {aviso.presenca?.hora ? (
              <p className="flex items-center gap-1 font-semibold text-marca-800">
                <Icon name="check" className="size-5" />
                Presença registrada às {aviso.presenca.hora}
              </p>
            ) : aviso.presenca ? (
              <Form method="post">
                <input type="hidden" name="id" value={aviso.id} />
                <SubmitButton
                  name="intent"
                  value={MARCAR}
                  pendingLabel="Registrando..."
                  className="min-h-11 w-full sm:w-auto"
                >
                  Marcar minha presença
                </SubmitButton>
              </Form>
            ) : null}
          </div>
        </div>
      ))}
    </section>
  )
}
