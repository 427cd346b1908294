// The guardian's consents, through PocketBase's route (recordConsentimento, pocketbase/pb_hooks/
// lib/escolinha-consentimento.js), with the guardian's own token: PocketBase checks the child is
// theirs and keeps each choice with its text's version.
import { apiPath } from "@veteranos/domain/rotas-api"
import { createPocketBase } from "~/http/pocketbase.server"

/** Records `escolhas` for the child `alunoId`: a `dados` given false ends the enrolment. */
export async function recordConsentimento(
  token: string,
  alunoId: string,
  escolhas: { dados?: boolean; imagem?: boolean },
): Promise<{ encerrada: boolean }> {
  return createPocketBase(token).send<{ encerrada: boolean }>(apiPath("recordConsentimento", alunoId), {
    method: "POST",
    body: escolhas,
  })
}
