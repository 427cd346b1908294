// 'Receber lembretes e comunicados por e-mail' in Meus Dados (docs/decisions/dues-and-pix.md#reminders-go-out-once-each):
// the person's own choice, kept on their account (`sem_lembretes`, unset: they receive them), the
// one opt-out of the reminders and the announcements' e-mails
// (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue);
// PocketBase records the change in the activity record.
import { CADASTRO_GERAL } from "~/auth/cadastro-geral.server"
import type { SessionUser } from "~/auth/session.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"

/** The form's POST (intent "lembretes"): whether the box was checked, answered 303 to `page` with a message. */
export async function saveReminders(user: Pick<SessionUser, "id" | "token">, receber: boolean, page: string) {
  try {
    await createPocketBase(user.token).collection(CADASTRO_GERAL).update(user.id, { sem_lembretes: !receber })
  } catch (error) {
    console.error("Falha ao salvar lembretes:", errorMessage(error))
    return redirectWithToast(page, { type: "error", title: "Não foi possível salvar. Tente novamente." })
  }
  return redirectWithToast(page, {
    type: "success",
    title: receber
      ? "Você vai receber os lembretes e comunicados por e-mail."
      : "Você não vai mais receber lembretes nem comunicados por e-mail.",
  })
}
