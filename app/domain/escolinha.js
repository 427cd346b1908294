// @ts-check
// The youth football school: whom it takes and when it meets, as the pages say it, the request form
// checks it, and the retention rule lets a request go once the child is past the age.

const ESCOLINHA_IDADE_MINIMA = 5
const ESCOLINHA_IDADE_MAXIMA = 10
/** The earliest birth date the request form takes (yyyy-MM-dd). */
const ESCOLINHA_NASCIMENTO_MINIMO = "2006-01-01"
/** The school's hours, Monday to Friday. */
const ESCOLINHA_HORA_INICIO = 14
const ESCOLINHA_HORA_FIM = 17

exports.ESCOLINHA_IDADE_MINIMA = ESCOLINHA_IDADE_MINIMA
exports.ESCOLINHA_IDADE_MAXIMA = ESCOLINHA_IDADE_MAXIMA
exports.ESCOLINHA_NASCIMENTO_MINIMO = ESCOLINHA_NASCIMENTO_MINIMO
exports.ESCOLINHA_HORA_INICIO = ESCOLINHA_HORA_INICIO
exports.ESCOLINHA_HORA_FIM = ESCOLINHA_HORA_FIM
