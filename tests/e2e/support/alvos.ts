// The tap-target check (docs/decisions/phones-and-touch.md#tap-targets): every link and button on the
// page is at least 44 px tall (and 24 px wide), or at least 24 × 24 px with WCAG 2.2's spacing
// (SC 2.5.8: a 24 px circle centred on it meets no other target's circle). Stricter than WCAG, whose
// spacing exception lets a target smaller than 24 px pass when it stands alone: here none is. A link
// inside running text is exempt, as WCAG's inline exception has it (its height is the line's); a link
// stretched over its card is measured as the card.
import type { Page } from "@playwright/test"

/** The page's targets that fail, each as 'text (width × height)', at most `limit` of them. */
export function smallTargets(page: Page, limit = 20): Promise<string[]> {
  return page.evaluate((limit) => {
    const targets = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, summary, [role="button"], input[type="submit"], input[type="button"]',
      ),
    ].filter((element) => {
      const { width, height } = element.getBoundingClientRect()
      // Hidden, or visually hidden until focused (the skip link, a checkbox a label stands for).
      return (
        width > 1 && height > 1 && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
      )
    })
    const inRunningText = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== "inline") return false
      let block = element.parentElement
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement
      if (!block) return false
      // The block's words once its links' are taken out: a sentence, not a row of links.
      let rest = block.textContent ?? ""
      for (const link of block.querySelectorAll("a, button")) rest = rest.replace(link.textContent ?? "", "")
      return /\p{L}{3,}/u.test(rest)
    }
    // A link stretched over its card by an ::after laid over it (an event's card) is the card's size.
    const area = (element: HTMLElement) => {
      const after = getComputedStyle(element, "::after")
      const stretched = after.content !== "none" && after.position === "absolute"
      return (stretched && element.offsetParent) || element
    }
    const centre = (element: HTMLElement) => {
      const box = area(element).getBoundingClientRect()
      return {
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
        width: box.width,
        height: box.height,
      }
    }
    const boxes = targets.map((element) => ({ element, ...centre(element) }))
    const spaced = (target: (typeof boxes)[number]) =>
      boxes.every(
        (other) =>
          other === target ||
          other.element.contains(target.element) ||
          target.element.contains(other.element) ||
          Math.hypot(other.x - target.x, other.y - target.y) >= 24,
      )
    return boxes
      .filter((target) => !inRunningText(target.element))
      .filter(({ width, height }) => !(height >= 44 - 0.5 && width >= 24 - 0.5))
      .filter((target) => !(target.width >= 23.5 && target.height >= 23.5 && spaced(target)))
      .slice(0, limit)
      .map(({ element, width, height }) => {
        const text = (element.textContent || element.getAttribute("aria-label") || element.title || "")
          .replace(/\s+/g, " ")
          .trim()
        const name =
          text || element.querySelector("[title], title")?.textContent || element.outerHTML.slice(0, 60)
        return `'${name}' (${Math.round(width)} × ${Math.round(height)})`
      })
  }, limit)
}
