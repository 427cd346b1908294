// Bank statements in OFX as Brazilian banks export them, for every test level: SGML 1.x (headers
// of colons, tags left open, CRLF, Windows-1252 text) and XML 2.x (UTF-8). `transacoes` are what
// the test's case is about; the rest is the bank's frame. tests/support/extratos/ holds two such
// files for the demo.
import { ofxSgmlText } from "./ofx-sgml.mjs"

export type TransacaoOfx = {
  fitid: string
  /** As the bank writes it: "20261110120000[-3:BRT]". */
  data: string
  /** As the bank writes it: "80.00", "-50.00". */
  valor: string
  nome?: string
  memo?: string
  /** Where some banks write the payer's name and CPF. */
  refnum?: string
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

function transacaoSgml(t: TransacaoOfx): string {
  const tipo = t.valor.startsWith("-") ? "DEBIT" : "CREDIT"
  return [
    "<STMTTRN>",
    `<TRNTYPE>${tipo}`,
    `<DTPOSTED>${t.data}`,
    `<TRNAMT>${t.valor}`,
    `<FITID>${t.fitid}`,
    t.nome ? `<NAME>${escape(t.nome)}` : null,
    t.memo ? `<MEMO>${escape(t.memo)}` : null,
    t.refnum ? `<REFNUM>${escape(t.refnum)}` : null,
    "</STMTTRN>",
  ]
    .filter((line) => line !== null)
    .join("\r\n")
}

function transacaoXml(t: TransacaoOfx): string {
  const tipo = t.valor.startsWith("-") ? "DEBIT" : "CREDIT"
  const nome = t.nome ? `<NAME>${escape(t.nome)}</NAME>` : ""
  const memo =
    (t.memo ? `<MEMO>${escape(t.memo)}</MEMO>` : "") +
    (t.refnum ? `<REFNUM>${escape(t.refnum)}</REFNUM>` : "")
  return `      <STMTTRN>
        <TRNTYPE>${tipo}</TRNTYPE><DTPOSTED>${t.data}</DTPOSTED><TRNAMT>${t.valor}</TRNAMT>
        <FITID>${t.fitid}</FITID>${nome}${memo}
      </STMTTRN>`
}

/** A checking account's statement in SGML OFX 1.02, encoded in Windows-1252 as the header says. */
export function ofxSgml(transacoes: readonly TransacaoOfx[]): Buffer {
  const text = ofxSgmlText({
    acctid: "12345-6",
    dtserver: "20261115120000[-3:BRT]",
    dtstart: "20261101000000[-3:BRT]",
    dtend: "20261115000000[-3:BRT]",
    transacoes: transacoes.map(transacaoSgml),
  })
  // Windows-1252 agrees with Latin-1 on every letter a Brazilian name has.
  return Buffer.from(text, "latin1")
}

/** A checking account's statement in XML OFX 2.11, in UTF-8. */
export function ofxXml(transacoes: readonly TransacaoOfx[]): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20261115120000[-3:BRT]</DTSERVER><LANGUAGE>POR</LANGUAGE></SONRS></SIGNONMSGSRSV1>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <TRNUID>1</TRNUID>
      <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
      <STMTRS>
        <CURDEF>BRL</CURDEF>
        <BANKACCTFROM><BANKID>0001</BANKID><ACCTID>12345-6</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20261101000000[-3:BRT]</DTSTART><DTEND>20261115000000[-3:BRT]</DTEND>
${transacoes.map(transacaoXml).join("\n")}
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>0.00</BALAMT><DTASOF>20261115000000[-3:BRT]</DTASOF></LEDGERBAL>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>
`,
    "utf8",
  )
}
