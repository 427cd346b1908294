// 'Lista de sócios': the person's three choices for the members' directory, each off until they
// tick it (docs/decisions/member-card-and-receipts.md#the-directory): to be listed (name and photo),
// and, each on its own, their WhatsApp and their birthday, which also decides the home page's
// 'Aniversariantes do mês'. One POST with intent "lista-socios" (lista-socios.server.ts saves it).
import { Form, Link } from "@remix-run/react"
import { SubmitButton } from "~/components/ui/button"
import type { IntentOf } from "~/panel/intents.server"
import { LISTA_CAMPOS, type ListaCampo } from "@veteranos/domain/carteirinha"
import type { meusDadosIntents } from "./meus-dados-actions.server"

export type ListaSocios = {
  escolhas: Record<ListaCampo, boolean>
  /** The account's phone, the WhatsApp shown ("" when none). */
  telefone: string
  /** Whether the account has a birth date to show. */
  nascimento: boolean
  /** Whether the person is an active member: only they are listed and have their birthday shown. */
  socio: boolean
}

function Escolha({ campo, checked, hint }: { campo: ListaCampo; checked: boolean; hint?: string }) {
  const hintId = hint ? `${campo}-dica` : undefined
  return (
    <div>
      <label className="flex items-center gap-2 text-gray-900">
        <input
          type="checkbox"
          name={campo}
          value="sim"
          defaultChecked={checked}
          aria-describedby={hintId}
          className="h-5 w-5 shrink-0 rounded border-gray-400 text-marca-700"
        />
        {LISTA_CAMPOS[campo]}
      </label>
      {hint ? (
        <p id={hintId} className="ml-7 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export function ListaSociosForm({ escolhas, telefone, nascimento, socio }: ListaSocios) {
  return (
    // Keyed by the stored choices, so the boxes show them again after each save.
    <Form method="post" className="grid gap-3" key={JSON.stringify(escolhas)}>
      <p className="text-gray-800">
        Só os sócios veem a lista, no painel. Nela aparecem o seu nome e a sua foto; o seu WhatsApp e o seu
        aniversário (dia e mês, sem o ano), só se você marcar cada um.{" "}
        <Link to="/painel/socios" className="font-semibold text-marca-700 underline">
          Ver a lista de sócios
        </Link>
      </p>
      {socio ? null : (
        <p className="text-sm text-gray-700">
          A lista e os aniversariantes mostram só sócios ativos: suas escolhas valem quando você for um.
        </p>
      )}
      <Escolha campo="lista_socios" checked={escolhas.lista_socios} />
      <Escolha
        campo="lista_whatsapp"
        checked={escolhas.lista_whatsapp}
        hint={
          telefone
            ? `O telefone do seu cadastro: ${telefone}.`
            : "Você ainda não informou um telefone (em Corrigir telefone e endereço)."
        }
      />
      <Escolha
        campo="aniversario_publico"
        checked={escolhas.aniversario_publico}
        hint={
          nascimento
            ? "Também decide se você aparece em 'Aniversariantes do mês', na página inicial do site (primeiro nome, dia e mês)."
            : "Sua data de nascimento não está no cadastro: peça à diretoria para incluí-la."
        }
      />
      <div>
        <SubmitButton
          name="intent"
          value={"lista-socios" satisfies IntentOf<typeof meusDadosIntents>}
          pendingLabel="Salvando..."
          variant="secondary"
        >
          Salvar escolhas
        </SubmitButton>
      </div>
    </Form>
  )
}
