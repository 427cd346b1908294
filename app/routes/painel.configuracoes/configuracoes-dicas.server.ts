// What helps to fill each setting in, beside its label: sent with the page's data rather than in its
// script, which the settings page keeps within its budget (docs/decisions/scripts-and-hydration.md).
import type { CampoNome } from "@veteranos/domain/associacao"

export const DICAS: Partial<Record<CampoNome, string>> = {
  horarios: "Uma linha por período, como 'Sábado: 8h às 12h'.",
  mapa_embed: "O endereço do mapa do OpenStreetMap mostrado na página de contato.",
  valor_mensalidade: "Vale para as mensalidades lançadas daqui em diante; as já lançadas mantêm o valor.",
  lembrete_dias_antes: "Depois vão um no dia e até três avisos de atraso. 0: nenhum antes do dia.",
  pix_chave: "E-mail, celular com +55 e DDD, CPF, CNPJ ou chave aleatória.",
  privacidade_email: "Em branco, vale o e-mail da associação.",
  // A published notice keeps the numbers it was published under (docs/decisions/general-assembly.md).
  antecedencia_assembleia_dias:
    "Dias corridos da publicação do edital à 1ª convocação. Um edital já publicado mantém os números com que foi publicado.",
  quorum_assembleia: "Uma fração, como 1/2: mais da metade dos associados aptos a votar.",
  minutos_segunda_chamada: "A 2ª convocação não exige quórum.",
  maioria_qualificada: "Uma fração dos aptos presentes, como 2/3.",
  mandato_anos: "O mandato que uma eleição propõe; cada eleição pode mudar o início e o fim.",
  validade_atestado_meses:
    "A turma marca o atestado 15 dias antes de vencer; o responsável recebe um e-mail 30 dias antes.",
  retencao_escolinha_meses:
    "Contados do fim da matrícula; depois disso os dados da criança, a presença e os atestados são apagados.",
}
