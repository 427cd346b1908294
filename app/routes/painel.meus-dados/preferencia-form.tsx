// One of the person's choices in 'Meus Dados': a box and its button, a POST with its intent that
// works without JavaScript (lembretes-form.tsx, publico-form.tsx).
import { Form } from "@remix-run/react"
import type { ReactNode } from "react"
import { SubmitButton } from "~/components/ui/button"

export function PreferenciaForm({
  intent,
  name,
  checked,
  label,
  children,
}: {
  intent: string
  name: string
  checked: boolean
  label: string
  children?: ReactNode
}) {
  return (
    // Keyed by the stored choice, so the box shows it again after each save.
    <Form method="post" className="grid justify-items-start gap-3" key={String(checked)}>
      <label className="flex items-center gap-2 text-gray-900">
        <input
          type="checkbox"
          name={name}
          value="sim"
          defaultChecked={checked}
          className="h-5 w-5 rounded border-gray-400 text-marca-700"
        />
        {label}
      </label>
      {children}
      <SubmitButton name="intent" value={intent} pendingLabel="Salvando..." variant="secondary">
        Salvar preferência
      </SubmitButton>
    </Form>
  )
}
