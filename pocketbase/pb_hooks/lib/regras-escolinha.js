// @ts-check
// The youth school's API rules (docs/decisions/youth-school.md#who-sees-a-childs-data), a part of the
// rules table (lib/regras.js): a child's data is read only by the president, the coordinator, the
// coach of the child's class and the child's own guardian, and written only by PocketBase's routes
// (pb_hooks/escolinha.pb.js), which check who asks; members and other guardians read nothing of it.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { escolinhaRule, professorRule, diretoriaRule } = domain("papeis")
const { ANYBODY, view } = require(`${__hooks}/lib/regras-fragmentos.js`)

/**
 * Who reads a child's data; `aluno` names the child's record ("" in `alunos` itself, "aluno." in a
 * collection that points at one).
 */
function childReaders(/** @type {string} */ aluno) {
  const coach = `(${professorRule()} && ${aluno}turma.professor = @request.auth.id)`
  return `(${escolinhaRule()} || ${coach} || ${aluno}responsavel = @request.auth.id)`
}

const RULES_ESCOLINHA = {
  // The classes: the school's managers keep them, a coach reads their own; the public reads
  // `turmas_vagas` (days, times, places left), never the coach's account.
  turmas: {
    ...view(`${escolinhaRule()} || (${professorRule()} && professor = @request.auth.id)`),
    createRule: escolinhaRule(),
    updateRule: escolinhaRule(),
    // A class with children is never deleted: its required relation refuses it.
    deleteRule: escolinhaRule(),
  },
  turmas_vagas: view(ANYBODY),
  alunos: view(childReaders("")),
  consentimentos: view(childReaders("aluno.")),
  chamadas: view(childReaders("aluno.")),
  // The managers record a certificate's date (its hook refuses a date after today) and may remove
  // one recorded by mistake; nobody edits one.
  atestados: { ...view(childReaders("aluno.")), createRule: escolinhaRule(), deleteRule: escolinhaRule() },
  // The school's photos: the public sees the published ones only (a photo taken down is gone from
  // the pages and from its file address); the president and the coordinator, who may read the
  // children's names to mark who appears, upload and publish them (their hook holds the consent).
  galeria_escolinha: {
    ...view(`publicada = true || ${diretoriaRule()} || ${escolinhaRule()}`),
    createRule: escolinhaRule(),
    updateRule: escolinhaRule(),
    deleteRule: escolinhaRule(),
  },
}

module.exports = { RULES_ESCOLINHA }
