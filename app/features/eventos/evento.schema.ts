// The board's forms on /painel/eventos: an event (its date and time typed in São Paulo time, an
// optional image within the collection's limits) and an entry of the yearly calendar.
import { z } from "~/forms/zod"
import { optionalText, text } from "~/forms/fields"
import { IMAGEM_MAX_BYTES, IMAGEM_TIPOS } from "~/utils/files"
import { DATA_INVALIDA } from "@veteranos/domain/campos"
import { MESES } from "@veteranos/domain/datas"

const M = {
  titulo: "Título é obrigatório",
  data: DATA_INVALIDA,
  hora: "Hora inválida",
  capacidade: "Informe um número inteiro de pessoas (0 ou mais)",
  imagemTipo: "Envie uma imagem JPG, PNG, WebP ou GIF",
  imagemTamanho: "A imagem deve ter no máximo 5 MB",
  mes: "Escolha o mês",
  evento: "Descreva o evento",
  inscricoesAte: "Data e hora inválidas",
  inscricoesDepois: "As inscrições devem terminar até o início do evento",
} as const

/** An uploaded image: none (an empty file input) or one within the limits. */
export const imagem = z
  .instanceof(File)
  .optional()
  .transform((file) => (file && file.size > 0 ? file : undefined))
  .refine((file) => !file || (IMAGEM_TIPOS as readonly string[]).includes(file.type), M.imagemTipo)
  .refine((file) => !file || file.size <= IMAGEM_MAX_BYTES, M.imagemTamanho)

export const eventoSchema = z
  .object({
    titulo: text(150, M.titulo),
    descricao: optionalText(2000),
    data: z.string({ error: M.data }).regex(/^\d{4}-\d{2}-\d{2}$/, M.data),
    hora: z.string({ error: M.hora }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.hora),
    localizacao: optionalText(200),
    capacidade: z.coerce.number({ error: M.capacidade }).int(M.capacidade).min(0, M.capacidade).default(0),
    imagem,
    remover_imagem: z.literal("on").optional(),
    // São Paulo wall time from <input type="datetime-local">; none: sign-up closes as the event begins.
    inscricoes_ate: z
      .string({ error: M.inscricoesAte })
      .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, M.inscricoesAte)
      // Some browsers send the seconds too.
      .transform((value) => value.slice(0, 16))
      .optional(),
  })
  // Both are São Paulo wall times written alike, so their text compares as their order.
  .refine((v) => !v.inscricoes_ate || v.inscricoes_ate <= `${v.data}T${v.hora}`, {
    path: ["inscricoes_ate"],
    message: M.inscricoesDepois,
  })

export type EventoInput = z.output<typeof eventoSchema>

export const calendarioSchema = z.object({
  mes: z.enum(MESES, { error: M.mes }),
  evento: text(200, M.evento),
})
