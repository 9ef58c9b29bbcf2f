import type { Insights, ItemSales } from '@contract/insights';
import { BestSellerList, ListCard, ListsGrid, Muted } from './insights.styles';
import { INSIGHTS_TEXTS } from './insights.texts';

const texts = INSIGHTS_TEXTS.bestSellers;

function Ranking({
  title,
  items,
  figure,
}: {
  title: string;
  items: ItemSales[];
  figure: (item: ItemSales) => string;
}) {
  return (
    <ListCard>
      <h4>{title}</h4>
      {items.length === 0 ? (
        <Muted>{texts.none}</Muted>
      ) : (
        <BestSellerList>
          {items.map((item) => (
            <li key={item.menuItemId}>
              <span>{item.name}</span>
              <span>{figure(item)}</span>
            </li>
          ))}
        </BestSellerList>
      )}
    </ListCard>
  );
}

/** Items by quantity and by sales, and the menu items that sold nothing. */
export function BestSellers({ insights }: { insights: Insights }) {
  return (
    <section aria-labelledby="insights-best-sellers">
      <h3 id="insights-best-sellers">{texts.heading}</h3>
      <ListsGrid>
        <Ranking
          title={texts.byQuantity}
          items={insights.bestSellersByQuantity}
          figure={(item) => texts.sold(item.quantity)}
        />
        <Ranking
          title={texts.bySales}
          items={insights.bestSellersBySales}
          figure={(item) => texts.sales(item.sales)}
        />
        <ListCard>
          <h4>{texts.unsold}</h4>
          {insights.unsoldItems.length === 0 ? (
            <Muted>{texts.allSold}</Muted>
          ) : (
            <BestSellerList>
              {insights.unsoldItems.map((item) => (
                <li key={item.menuItemId}>{item.name}</li>
              ))}
            </BestSellerList>
          )}
        </ListCard>
      </ListsGrid>
    </section>
  );
}
