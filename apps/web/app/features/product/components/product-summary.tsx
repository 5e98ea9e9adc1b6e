import { displayPrice, type Product, priceBeforeSale } from '@kyanma/shared'
import { Anchor, Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconShoppingCartPlus } from '@tabler/icons-react'
import { Link } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { productDetail as productTexts } from '#app/locales/en/product.ts'
import { ProductDescription } from './product-description.tsx'
import { RatingLine } from './rating-line.tsx'

/**
 * Everything beside the pictures: name, rating, price, stock, brand and category, the buy
 * button and the description. Adding to the cart is the route's business (it composes the cart).
 */
export function ProductSummary({
  product,
  onAddToCart,
}: {
  product: Product
  onAddToCart: () => void
}) {
  const texts = useTexts(productTexts)
  const format = useFormat()
  const langOf = useLangOf()
  const price = displayPrice(product)
  const before = priceBeforeSale(product)
  return (
    <Stack gap="sm">
      <Title order={1} size="h2" data-testid="product-name" lang={langOf(product, 'name')}>
        {product.name}
      </Title>
      <RatingLine avgStars={product.avgStars} totalReviews={product.totalReviews} />
      <Group gap="sm" align="baseline">
        {price !== undefined && (
          <Text fz={28} fw={700} c="kyanmaRed.7" data-testid="product-price">
            {format.ks(price)}
          </Text>
        )}
        {before !== undefined && (
          <Text c="dimmed" td="line-through">
            <VisuallyHidden>{texts.priceBefore}: </VisuallyHidden>
            {format.ks(before)}
          </Text>
        )}
      </Group>
      <Group gap="xs">
        <Badge color={product.inStock ? 'kyanmaGreen' : 'gray'} variant="light">
          {product.inStock ? texts.inStock : texts.outOfStock}
        </Badge>
        {product.needAttachment && <Badge color="kyanmaGreen">{texts.prescription}</Badge>}
      </Group>
      {product.needAttachment && (
        <Text size="sm" c="dimmed">
          {texts.prescriptionNote}
        </Text>
      )}
      <Stack gap={2}>
        {product.brand && (
          <Text size="sm">
            {texts.brand}:{' '}
            <Anchor
              component={Link}
              to={hrefs.brand(product.brand.id)}
              size="sm"
              lang={langOf(product.brand, 'name')}
            >
              {product.brand.name}
            </Anchor>
          </Text>
        )}
        <Text size="sm">
          {texts.category}:{' '}
          <Anchor
            component={Link}
            to={hrefs.category(product.category.id)}
            size="sm"
            lang={langOf(product.category, 'name')}
          >
            {product.category.name}
          </Anchor>
        </Text>
      </Stack>
      <Button
        size="md"
        leftSection={<IconShoppingCartPlus size={20} />}
        disabled={!product.inStock}
        onClick={onAddToCart}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      >
        {texts.addToCart}
      </Button>
      <ProductDescription html={product.description} lang={langOf(product, 'description')} />
    </Stack>
  )
}
