// 'Imprimir' on a page that otherwise sends no script (the general assembly's notice, /assembleias/<id>):
// the button is in the page, hidden, beside a line saying to use the browser's own Print; this shows
// the button, removes the line and prints on a tap. A file of the site ('self' in the CSP), no nonce.
for (const button of document.querySelectorAll("[data-imprimir]")) {
  button.removeAttribute("hidden")
  button.addEventListener("click", () => window.print())
}
for (const note of document.querySelectorAll("[data-imprimir-nota]")) note.remove()
