import { AddToQuoteList, type AddToQuoteListLabels } from '../quote-list/AddToQuoteList.client';

/**
 * The "add to my quote request" button at the bottom of a card of the listing, inside its frame, for the server's
 * first page and for the cards "show more" appends alike. Its slot names the machine (`data-add-to-quote`): "show more" reads it from a fetched
 * page to bring the button to life under the appended card.
 */
export function CardQuoteButton(props: { machineId: number; listHref: string; labels: AddToQuoteListLabels }) {
  return (
    <div className="px-4 pb-4" data-add-to-quote={props.machineId}>
      <AddToQuoteList machineId={props.machineId} listHref={props.listHref} labels={props.labels} size="sm" />
    </div>
  );
}
