// 'Meus Dados' (/painel/meus-dados): the forms a person uses on their own account. The phone and the
// address follow the membership form's rules and masks; the photo, an event's picture's (JPEG, PNG
// or WebP, at most 5 MB).
import { z } from "~/forms/zod"
import { MAX, TELEFONE_INVALIDO } from "@veteranos/domain/campos"
import { optionalText, telefone } from "~/forms/fields"
import { imagem } from "~/features/eventos/evento.schema"

export const meusContatosSchema = z.object({
  telefone: telefone({ required: "Telefone é obrigatório", invalid: TELEFONE_INVALIDO }),
  endereco: optionalText(MAX.endereco),
})

/** 'Sua foto': one image, required (removing it is a button of its own). */
export const minhaFotoSchema = z.object({
  foto: imagem.refine((file) => file !== undefined, "Escolha uma foto."),
})
