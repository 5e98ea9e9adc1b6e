import classes from './product-card.module.css'

/**
 * Stands in for a ProductCard while its list loads: the same boxes (square picture, name, label,
 * price line) in grey, so the page does not move when the products arrive.
 */
export function ProductCardPlaceholder() {
  return (
    <div className={classes.placeholder} aria-hidden="true">
      <div className={classes.placeholderImage} />
      <div className={classes.body}>
        <div className={classes.name}>
          <span className={classes.placeholderLine} style={{ width: '80%' }} />
        </div>
        <div className={classes.label}>
          <span className={classes.placeholderLine} style={{ width: '50%' }} />
        </div>
        <span className={classes.placeholderLine} style={{ width: '40%' }} />
      </div>
    </div>
  )
}
