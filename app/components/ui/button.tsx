// The one button look (primary, secondary, danger; on the public site's green banners, accent is the
// gold call to action and ghost its outlined companion), for buttons and for links that act like one.
import { Link, useNavigation, type LinkProps } from "@remix-run/react"
import type { ButtonHTMLAttributes, ReactNode } from "react"

export type ButtonVariant = "primary" | "secondary" | "danger" | "accent" | "ghost"

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-marca-700 text-white shadow-sm hover:bg-marca-800",
  secondary: "border border-marca-300 bg-white text-marca-900 hover:bg-marca-50",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  accent: "bg-destaque-400 font-bold text-marca-950 shadow-sm hover:bg-destaque-500",
  ghost: "border border-marca-200 text-white hover:bg-marca-700",
}

type Size = "md" | "sm"

const SIZES: Record<Size, string> = { md: "px-5 py-2.5", sm: "px-3 py-1.5 text-sm" }

// Every button is at least 44 px tall, a thumb's width (docs/decisions/phones-and-touch.md#tap-targets).
export function buttonClass(variant: ButtonVariant = "primary", className = "", size: Size = "md"): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md ${SIZES[size]} font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 disabled:cursor-wait disabled:opacity-70 ${VARIANTS[variant]} ${className}`
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: Size }

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />
}

/** A link styled as a button (an action that is a page: 'Associe-se', 'Novo evento'). */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant; size?: Size }) {
  return <Link className={buttonClass(variant, className, size)} {...props} />
}

/**
 * A submit button with its busy label while the form is being sent (JavaScript only). With `name`
 * and `value` (a row action's intent), only the button that was pressed shows busy.
 */
export function SubmitButton({
  children,
  pendingLabel,
  name,
  value,
  ...props
}: Omit<ButtonProps, "type" | "value" | "children"> & {
  children: ReactNode
  pendingLabel: string
  value?: string
}) {
  const navigation = useNavigation()
  const pending =
    navigation.state === "submitting" && (name === undefined || navigation.formData?.get(name) === value)
  return (
    <Button type="submit" name={name} value={value} disabled={pending} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  )
}
