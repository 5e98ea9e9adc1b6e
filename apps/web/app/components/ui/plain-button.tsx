import type { ButtonHTMLAttributes, ReactNode } from 'react'
import type { LinkProps } from 'react-router'
import { Link } from '#app/components/link.tsx'
import classes from './button.module.css'

/** Mantine Button's variants and sizes that the shop's first screens use. */
export interface ButtonLook {
  variant?: 'filled' | 'light' | 'subtle' | 'default'
  size?: 'sm' | 'md' | 'compact-sm'
  leftSection?: ReactNode
}

const sizeClass = { sm: '', md: classes.md, 'compact-sm': classes.compactSm }

function lookClassName({ variant = 'filled', size = 'sm', leftSection }: ButtonLook, own?: string) {
  return [
    classes.button,
    variant === 'filled' ? '' : classes[variant],
    sizeClass[size],
    leftSection ? classes.withLeftSection : '',
    own ?? '',
  ]
    .filter(Boolean)
    .join(' ')
}

function Inside({ leftSection, children }: { leftSection?: ReactNode; children: ReactNode }) {
  return (
    <span className={classes.inner}>
      {leftSection && <span className={classes.section}>{leftSection}</span>}
      <span className={classes.label}>{children}</span>
    </span>
  )
}

/**
 * A button that looks like Mantine's, without its code: for first screens, whose JavaScript
 * counts against the first-load budget (issue 18). Elsewhere use Mantine's Button.
 */
export function PlainButton({
  variant,
  size,
  leftSection,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      {...rest}
      type={type}
      className={lookClassName({ variant, size, leftSection }, className)}
    >
      <Inside leftSection={leftSection}>{children}</Inside>
    </button>
  )
}

/** A link drawn as a PlainButton. */
export function ButtonLink({
  variant,
  size,
  leftSection,
  className,
  children,
  ...rest
}: ButtonLook & LinkProps) {
  return (
    <Link {...rest} className={lookClassName({ variant, size, leftSection }, className)}>
      <Inside leftSection={leftSection}>{children}</Inside>
    </Link>
  )
}
