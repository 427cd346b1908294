// 'Corrigir dados' on 'Meus filhos': the child's name and birth date, by the rules PocketBase's
// route `aluno` checks again (the name's limit, a calendar day from the school's minimum to today).
import { z } from "~/forms/zod"
import { calendarDate, recordId, text } from "~/forms/fields"
import {
  ALUNO_MENSAGENS,
  ALUNO_NOME_MAX,
  ESCOLINHA_MENSAGENS,
  ESCOLINHA_NASCIMENTO_MINIMO,
} from "@veteranos/domain/escolinha"

export const corrigirFilhoSchema = z.object({
  id: recordId(),
  nome: text(ALUNO_NOME_MAX, ESCOLINHA_MENSAGENS.alunoNome),
  data_nascimento: calendarDate({
    required: ALUNO_MENSAGENS.nascimento,
    invalid: ALUNO_MENSAGENS.nascimento,
    future: ALUNO_MENSAGENS.nascimento,
    min: ESCOLINHA_NASCIMENTO_MINIMO,
  }),
})
