// The slideshow's autoplay on the gallery, a page that otherwise sends no script (React is not
// loaded for it). app/routes/galeria/slideshow.tsx renders the slideshow as it works without
// JavaScript: a scroll-snap strip with links to each slide. This turns it into a track that
// advances every few seconds with an ease, wrapping to the first slide, pausing on hover, focus or
// the pause button, and never moving under prefers-reduced-motion. The controls it needs are
// already in the page, hidden; it shows them and hides the links.
for (const root of document.querySelectorAll("[data-slideshow]")) enhance(root)

/** @param {HTMLElement} root */
function enhance(root) {
  const frame = /** @type {HTMLElement} */ (root.querySelector("[data-frame]"))
  const track = /** @type {HTMLElement} */ (root.querySelector("[data-track]"))
  const slides = [...root.querySelectorAll("[data-slide]")]
  const numbers = [...root.querySelectorAll("[data-go]")]
  const pause = root.querySelector("[data-pause]")
  const interval = Number(root.dataset.interval)
  const transition = Number(root.dataset.transition)
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)")
  const count = slides.length
  let index = 0
  let pausedByUser = false
  let hovered = false
  let focused = false
  /** @type {number | undefined} */
  let timer

  frame.className = "overflow-hidden rounded-2xl"
  frame.removeAttribute("tabindex")
  for (const link of root.querySelectorAll("[data-no-js]")) link.remove()
  for (const hidden of root.querySelectorAll("[data-js][hidden]")) hidden.removeAttribute("hidden")
  // The numbers become buttons: they act on the page instead of following an anchor.
  numbers.forEach((link, n) => {
    const button = document.createElement("button")
    button.type = "button"
    button.className = link.className
    button.setAttribute("aria-label", link.getAttribute("aria-label") ?? "")
    button.textContent = link.textContent
    button.addEventListener("click", () => go(n))
    link.replaceWith(button)
    numbers[n] = button
  })
  root.querySelector("[data-previous]")?.addEventListener("click", () => go(index - 1))
  root.querySelector("[data-next]")?.addEventListener("click", () => go(index + 1))
  pause?.addEventListener("click", () => {
    pausedByUser = !pausedByUser
    update()
  })
  root.addEventListener("mouseenter", () => {
    hovered = true
    update()
  })
  root.addEventListener("mouseleave", () => {
    hovered = false
    update()
  })
  root.addEventListener("focusin", () => {
    focused = true
    update()
  })
  root.addEventListener("focusout", (event) => {
    if (!root.contains(/** @type {Node | null} */ (event.relatedTarget))) {
      focused = false
      update()
    }
  })
  motion.addEventListener("change", update)
  root.dataset.enhanced = "true"
  update()

  /** @param {number} next */
  function go(next) {
    index = ((next % count) + count) % count
    update()
  }

  function update() {
    const reduced = motion.matches
    const playing = count > 1 && !reduced && !pausedByUser && !hovered && !focused
    track.style.transform = `translateX(-${index * 100}%)`
    track.style.transition = reduced ? "none" : `transform ${transition}ms ease`
    track.setAttribute("aria-live", playing ? "off" : "polite")
    // A slide out of view is out of reach too: its link to the full image takes no focus.
    slides.forEach((slide, n) => {
      if (n === index) slide.removeAttribute("aria-hidden")
      else slide.setAttribute("aria-hidden", "true")
      slide.toggleAttribute("inert", n !== index)
    })
    numbers.forEach((button, n) => {
      if (n === index) button.setAttribute("aria-current", "true")
      else button.removeAttribute("aria-current")
    })
    if (pause) {
      pause.toggleAttribute("hidden", reduced)
      pause.querySelector("[data-label]").textContent = pausedByUser ? "Reproduzir" : "Pausar"
      pause.querySelector("[data-icon=pause]")?.toggleAttribute("hidden", pausedByUser)
      pause.querySelector("[data-icon=play]")?.toggleAttribute("hidden", !pausedByUser)
    }
    // The clock starts afresh whenever the slideshow starts playing again.
    if (playing && timer === undefined) timer = window.setInterval(() => go(index + 1), interval)
    if (!playing && timer !== undefined) {
      window.clearInterval(timer)
      timer = undefined
    }
  }
}
