// @ts-check
// The frame of a bank statement in SGML OFX 1.02 as Brazilian banks export it (headers of colons,
// leaf tags left open, CRLF), around one checking account's transactions: shared by the tests'
// statements (ofx.ts) and the benchmark's (scripts/bench-extrato.mjs), which write their own lines.

/**
 * The file's text; the caller encodes it (Windows-1252, as the header says, is Latin-1 for every
 * letter a Brazilian name has).
 * @param {{ acctid: string, dtserver: string, dtstart: string, dtend: string, transacoes: string[] }} statement
 */
export function ofxSgmlText({ acctid, dtserver, dtstart, dtend, transacoes }) {
  return [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "VERSION:102",
    "SECURITY:NONE",
    "ENCODING:USASCII",
    "CHARSET:1252",
    "COMPRESSION:NONE",
    "OLDFILEUID:NONE",
    "NEWFILEUID:NONE",
    "",
    "<OFX>",
    "<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>",
    `<DTSERVER>${dtserver}<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>`,
    "<BANKMSGSRSV1>",
    "<STMTTRNRS>",
    "<TRNUID>1",
    "<STATUS><CODE>0<SEVERITY>INFO</STATUS>",
    "<STMTRS>",
    "<CURDEF>BRL",
    `<BANKACCTFROM><BANKID>0001<BRANCHID>1234-5<ACCTID>${acctid}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    "<BANKTRANLIST>",
    `<DTSTART>${dtstart}`,
    `<DTEND>${dtend}`,
    ...transacoes,
    "</BANKTRANLIST>",
    `<LEDGERBAL><BALAMT>0.00<DTASOF>${dtend}</LEDGERBAL>`,
    "</STMTRS>",
    "</STMTTRNRS>",
    "</BANKMSGSRSV1>",
    "</OFX>",
    "",
  ].join("\r\n")
}
