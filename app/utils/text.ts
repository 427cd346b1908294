// Text files uploaded from Brazilian computers: the members' spreadsheet (CSV) and the bank
// statement (OFX) come in UTF-8 or in Windows-1252, as Excel and older banks save them.

/** The text of an uploaded file: UTF-8 when its bytes are valid UTF-8, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder("windows-1252").decode(bytes)
  }
}
