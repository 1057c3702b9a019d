import {
  discountAgainstMonthly,
  formatCents,
  type MessageId,
  type PlanPrices,
  PREMIUM_PERIODS,
  PRODUCT_NAME,
  type PremiumPeriod,
  periodTotal,
  signPaths,
  signupWith,
  slugFor,
  storefrontPaths,
  TRAILER_SECONDS,
} from '@studio/shared';
import type { ReactNode } from 'react';
import { PLAN_NAME_IDS } from '../billing';
import { textIn } from './content';
import {
  Cards,
  ClassCards,
  Cta,
  type Head,
  isoDuration,
  minutesText,
  money,
  type PageContext,
} from './document';
import type { Category, ClassPage, Landing, ProgramCard, ProgramPage, RecipePage, TrainerPage } from './load';

/** A page: what its head says and what its body shows. */
export type Page = { head: Head; body: ReactNode; status?: number };

const PLAN_NAME = PLAN_NAME_IDS;
const PLAN_BILLED: Record<PremiumPeriod, MessageId> = {
  montly: 'storefront.plan.billedMontly',
  biannually: 'storefront.plan.billedBiannually',
  yearly: 'storefront.plan.billedYearly',
};

const FAQ: { q: MessageId; a: MessageId }[] = [
  { q: 'storefront.faq.trialQ', a: 'storefront.faq.trialA' },
  { q: 'storefront.faq.cancelQ', a: 'storefront.faq.cancelA' },
  { q: 'storefront.faq.devicesQ', a: 'storefront.faq.devicesA' },
  { q: 'storefront.faq.programsQ', a: 'storefront.faq.programsA' },
];

const organization = (ctx: PageContext) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: PRODUCT_NAME,
  url: ctx.absolute(storefrontPaths.landing),
  logo: ctx.absolute('/pwa-512.png'),
});

/** Premium as schema.org reads it: one Offer per plan, the price of its whole period. */
const premiumProduct = (ctx: PageContext, prices: PlanPrices) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: ctx.t('storefront.premiumName', { brand: PRODUCT_NAME }),
  description: ctx.t('storefront.pricingDescription'),
  offers: PREMIUM_PERIODS.map((period) => ({
    '@type': 'Offer',
    name: ctx.t(PLAN_NAME[period]),
    price: formatCents(periodTotal(prices[period], period), ctx.display.currency),
    priceCurrency: ctx.display.currency,
    availability: 'https://schema.org/InStock',
    url: ctx.absolute(storefrontPaths.pricing),
  })),
});

/** The plans, each under a heading of `level` (under the page's h1, or a section's h2). */
const Plans = ({
  ctx,
  prices,
  trialDays,
  level,
}: {
  ctx: PageContext;
  prices: PlanPrices;
  trialDays: number;
  level: 'h2' | 'h3';
}) => {
  const Heading = level;
  return (
    <ul className="plans">
      {PREMIUM_PERIODS.map((period) => {
        const discount = discountAgainstMonthly(prices[period], prices.montly);
        return (
          <li key={period} className={period === 'yearly' ? 'plan best' : 'plan'}>
            <Heading className="plan-name">{ctx.t(PLAN_NAME[period])}</Heading>
            {discount > 0 ? (
              <span className="badge">{ctx.t('storefront.plan.save', { percent: discount })}</span>
            ) : null}
            <span className="price">
              {ctx.t('storefront.plan.perMonth', { price: money(ctx, prices[period]) })}
            </span>
            <span className="muted">
              {ctx.t(PLAN_BILLED[period], { total: money(ctx, periodTotal(prices[period], period)) })}
            </span>
            <span>{ctx.t('storefront.plan.trial', { days: trialDays })}</span>
            <Cta href={signupWith({ plan: period })}>
              {ctx.t('storefront.plan.choose', { plan: ctx.t(PLAN_NAME[period]) })}
            </Cta>
          </li>
        );
      })}
    </ul>
  );
};

const ProgramCards = ({ ctx, programs }: { ctx: PageContext; programs: ProgramCard[] }) => (
  <Cards
    cards={programs.map((program) => ({
      key: program.id,
      href: ctx.link(storefrontPaths.program(slugFor(program.id, program.title))),
      picture: ctx.media(program.banner_image),
      title: program.title,
      detail: ctx.t('storefront.programWeeks', { weeks: program.weeks, days: program.week_required_days }),
    }))}
  />
);

/**
 * The landing page's questions: the owner's (in this language, else in another they wrote), or,
 * when they wrote none, the storefront's own.
 */
const questionsOf = (ctx: PageContext, data: Landing) => {
  const own = data.content.faq.flatMap(({ question, answer }) => {
    const [q, a] = [textIn(question, ctx.locale), textIn(answer, ctx.locale)];
    return q && a ? [{ question: q, answer: a }] : [];
  });
  return own.length > 0
    ? own
    : FAQ.map(({ q, a }) => ({ question: ctx.t(q), answer: ctx.t(a, { days: data.trialDays }) }));
};

export const landingPage = (ctx: PageContext, data: Landing): Page => {
  const { t } = ctx;
  const brand = PRODUCT_NAME;
  const questions = questionsOf(ctx, data);
  const heroTitle = textIn(data.content.hero_title, ctx.locale) ?? t('storefront.heroTitle');
  const heroLead =
    textIn(data.content.hero_lead, ctx.locale) ?? t('storefront.heroLead', { days: data.trialDays });
  const hero = ctx.media(data.heroImage);
  const faqLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
  return {
    head: {
      title: t('storefront.landingTitle', { brand }),
      description: t('storefront.landingDescription', { days: data.trialDays }),
      path: storefrontPaths.landing,
      image: hero ?? ctx.media(data.latest[0]?.image ?? null),
      jsonLd: [organization(ctx), premiumProduct(ctx, data.prices), faqLd],
    },
    body: (
      <>
        <section className="hero">
          <div className={hero ? 'wrap split' : 'wrap'}>
            <div>
              <h1>{heroTitle}</h1>
              <p className="lead">{heroLead}</p>
              <Cta href={signupWith()}>{t('storefront.startTrial', { days: data.trialDays })}</Cta>
              <Cta quiet href={ctx.link(storefrontPaths.classes)}>
                {t('storefront.browseClasses')}
              </Cta>
            </div>
            {hero ? (
              <img className="poster" src={hero} alt="" width={960} height={540} fetchPriority="high" />
            ) : null}
          </div>
        </section>
        {data.samples.length > 0 ? (
          <section aria-labelledby="samples">
            <div className="wrap">
              <h2 id="samples">{t('storefront.freeSamples')}</h2>
              <p className="muted">{t('storefront.freeSamplesText')}</p>
              <ClassCards ctx={ctx} classes={data.samples} />
            </div>
          </section>
        ) : null}
        <section aria-labelledby="what">
          <div className="wrap">
            <h2 id="what">{t('storefront.whatYouGet')}</h2>
            <ul className="features">
              <li>
                <h3>{t('storefront.featureClasses', { count: data.counts.classes })}</h3>
                <p>{t('storefront.featureClassesText')}</p>
              </li>
              <li>
                <h3>{t('storefront.featurePrograms', { count: data.counts.programs })}</h3>
                <p>{t('storefront.featureProgramsText')}</p>
              </li>
              <li>
                <h3>{t('storefront.featureRecipes', { count: data.counts.recipes })}</h3>
                <p>{t('storefront.featureRecipesText')}</p>
              </li>
              <li>
                <h3>{t('storefront.featureProgress')}</h3>
                <p>{t('storefront.featureProgressText')}</p>
              </li>
            </ul>
          </div>
        </section>
        {data.latest.length > 0 ? (
          <section aria-labelledby="latest">
            <div className="wrap">
              <h2 id="latest">{t('storefront.latestClasses')}</h2>
              <ClassCards ctx={ctx} classes={data.latest} />
            </div>
          </section>
        ) : null}
        {data.trainers.length > 0 ? (
          <section aria-labelledby="trainers">
            <div className="wrap">
              <h2 id="trainers">{t('storefront.trainers')}</h2>
              <ul className="people">
                {data.trainers.map((trainer) => {
                  const avatar = ctx.media(trainer.avatar);
                  return (
                    <li key={trainer.id}>
                      <a href={ctx.link(storefrontPaths.trainer(slugFor(trainer.id, trainer.name)))}>
                        {avatar ? (
                          <img src={avatar} alt="" width={112} height={112} loading="lazy" decoding="async" />
                        ) : null}
                        <strong>{trainer.name}</strong>
                        <span className="muted">{trainer.headline}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          </section>
        ) : null}
        {data.programs.length > 0 ? (
          <section aria-labelledby="programs">
            <div className="wrap">
              <h2 id="programs">{t('storefront.featuredPrograms')}</h2>
              <ProgramCards ctx={ctx} programs={data.programs} />
            </div>
          </section>
        ) : null}
        <section aria-labelledby="plans">
          <div className="wrap">
            <h2 id="plans">{t('storefront.plansTitle')}</h2>
            <Plans ctx={ctx} prices={data.prices} trialDays={data.trialDays} level="h3" />
          </div>
        </section>
        <section aria-labelledby="faq">
          <div className="wrap">
            <h2 id="faq">{t('storefront.faqTitle')}</h2>
            {questions.map(({ question, answer }, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: questions may repeat; their order is fixed
              <details key={i}>
                <summary>{question}</summary>
                <p>{answer}</p>
              </details>
            ))}
          </div>
        </section>
        {data.content.testimonials.length > 0 ? (
          <section aria-labelledby="words">
            <div className="wrap">
              <h2 id="words">{t('storefront.testimonials')}</h2>
              <ul className="features">
                {data.content.testimonials.map((said) => (
                  <li key={`${said.name}:${said.quote}`}>
                    <figure>
                      <blockquote>{said.quote}</blockquote>
                      <figcaption className="muted">{said.name}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ) : null}
      </>
    ),
  };
};

export const pricingPage = (ctx: PageContext, data: { prices: PlanPrices; trialDays: number }): Page => ({
  head: {
    title: t2(ctx, 'storefront.pricingTitle'),
    description: ctx.t('storefront.pricingDescription'),
    path: storefrontPaths.pricing,
    type: 'product',
    jsonLd: [premiumProduct(ctx, data.prices)],
  },
  body: (
    <section>
      <div className="wrap">
        <h1>{ctx.t('storefront.pricingHeading')}</h1>
        <p className="lead">{ctx.t('storefront.pricingLead', { days: data.trialDays })}</p>
        <Plans ctx={ctx} prices={data.prices} trialDays={data.trialDays} level="h2" />
        <p className="lead">
          {ctx.t('storefront.giftLead')} <a href={ctx.link(signPaths.gift)}>{ctx.t('storefront.giftLink')}</a>
        </p>
      </div>
    </section>
  ),
});

/** A title followed by the studio's name: "Pricing · Studio". */
const t2 = (ctx: PageContext, id: MessageId, values?: Record<string, unknown>) =>
  ctx.t('storefront.titleWithBrand', { title: ctx.t(id, values), brand: PRODUCT_NAME });
const titled = (ctx: PageContext, title: string) =>
  ctx.t('storefront.titleWithBrand', { title, brand: PRODUCT_NAME });

export const cataloguePage = (ctx: PageContext, categories: Category[]): Page => ({
  head: {
    title: t2(ctx, 'storefront.classesTitle'),
    description: ctx.t('storefront.classesDescription'),
    path: storefrontPaths.classes,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: categories
          .flatMap((category) => category.classes)
          .map((card, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            url: ctx.absolute(storefrontPaths.classPage(slugFor(card.id, card.title))),
          })),
      },
    ],
  },
  body: (
    <>
      <section>
        <div className="wrap">
          <h1>{ctx.t('storefront.classesHeading')}</h1>
          <p className="lead">{ctx.t('storefront.classesDescription')}</p>
          {categories.length === 0 ? <p>{ctx.t('storefront.noClasses')}</p> : null}
        </div>
      </section>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <div className="wrap">
            <h2 id={`category-${category.id}`}>{category.title}</h2>
            {category.description ? <p className="muted">{category.description}</p> : null}
            <ClassCards ctx={ctx} classes={category.classes} />
          </div>
        </section>
      ))}
    </>
  ),
});

export const classPage = (ctx: PageContext, item: ClassPage): Page => {
  const picture = ctx.media(item.image ?? item.thumb);
  const path = storefrontPaths.classPage(slugFor(item.id, item.title));
  const description = item.description || ctx.t('storefront.classFallbackDescription', { title: item.title });
  const live = item.kind === 'live_training';
  const trailer = ctx.media(item.trailer);
  return {
    head: {
      title: titled(ctx, item.title),
      description,
      path,
      image: picture,
      type: 'video.other',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'VideoObject',
          name: item.title,
          description,
          thumbnailUrl: picture ? [ctx.absolute(picture)] : [],
          uploadDate: item.published_at.toISOString(),
          ...(live ? {} : { duration: isoDuration(item.duration_seconds) }),
          ...(trailer && { contentUrl: ctx.absolute(trailer) }),
          url: ctx.absolute(path),
          ...(item.trainers.length > 0 && {
            actor: item.trainers.map((trainer) => ({ '@type': 'Person', name: trainer.name })),
          }),
        },
      ],
    },
    body: (
      <section>
        <div className="wrap split">
          <div>
            {trailer ? (
              <figure>
                {/* The browser's own player, loaded when played: no script of ours. */}
                {/* biome-ignore lint/a11y/useMediaCaption: the class's captions are timed for the whole class, not the cut (named in issue 38's note) */}
                <video
                  className="poster"
                  src={trailer}
                  poster={picture ?? undefined}
                  controls
                  preload="none"
                  playsInline
                  width={960}
                  height={540}
                  aria-label={ctx.t('storefront.trailerOf', { title: item.title })}
                />
                <figcaption className="muted">
                  {ctx.t('storefront.trailerCaption', { seconds: TRAILER_SECONDS })}
                </figcaption>
              </figure>
            ) : picture ? (
              <img
                className="poster"
                src={picture}
                alt={item.title}
                width={960}
                height={540}
                fetchPriority="high"
              />
            ) : null}
          </div>
          <div>
            <h1>{item.title}</h1>
            <p className="muted">
              {live ? ctx.t('storefront.liveClass') : minutesText(ctx, item.duration_seconds)}
              {item.trainers.length > 0
                ? ` · ${item.trainers.map((trainer) => trainer.name).join(', ')}`
                : ''}
            </p>
            {item.description ? <p>{item.description}</p> : null}
            <Cta href={signupWith()}>
              {item.free_sample ? ctx.t('storefront.watchFree') : ctx.t('storefront.watchWithTrial')}
            </Cta>
            {item.trainers.length > 0 ? (
              <>
                <h2>{ctx.t('storefront.withTrainers')}</h2>
                <ul className="people">
                  {item.trainers.map((trainer) => (
                    <li key={trainer.id}>
                      <a href={ctx.link(storefrontPaths.trainer(slugFor(trainer.id, trainer.name)))}>
                        <strong>{trainer.name}</strong>
                        <span className="muted">{trainer.headline}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {item.categories.length > 0 ? (
              <p className="muted">
                {ctx.t('storefront.inCategories', {
                  categories: item.categories.map((c) => c.title).join(', '),
                })}
              </p>
            ) : null}
          </div>
        </div>
      </section>
    ),
  };
};

export const programPage = (ctx: PageContext, program: ProgramPage): Page => {
  const picture = ctx.media(program.banner_image);
  const path = storefrontPaths.program(slugFor(program.id, program.title));
  const description =
    program.description ||
    ctx.t('storefront.programWeeks', { weeks: program.weeks, days: program.week_required_days });
  return {
    head: {
      title: titled(ctx, program.title),
      description,
      path,
      image: picture,
      type: 'product',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: program.title,
          description,
          ...(picture && { image: [ctx.absolute(picture)] }),
          offers: {
            '@type': 'Offer',
            price: formatCents(program.price_cents, ctx.display.currency),
            priceCurrency: ctx.display.currency,
            availability: 'https://schema.org/InStock',
            url: ctx.absolute(path),
          },
        },
      ],
    },
    body: (
      <section>
        <div className="wrap">
          <div className="split">
            <div>
              <h1>{program.title}</h1>
              <p className="muted">
                {ctx.t('storefront.programWeeks', { weeks: program.weeks, days: program.week_required_days })}
              </p>
              {program.description ? <p className="lead">{program.description}</p> : null}
              <p className="price">{money(ctx, program.price_cents)}</p>
              <Cta href={signupWith({ program: program.id })}>{ctx.t('storefront.getProgram')}</Cta>
            </div>
            {picture ? (
              <img
                className="poster"
                src={picture}
                alt={program.title}
                width={960}
                height={540}
                fetchPriority="high"
              />
            ) : null}
          </div>
          <h2>{ctx.t('storefront.outline')}</h2>
          <ol className="weeks">
            {program.outline.map((week) => (
              <li key={week.week}>
                <h3>{ctx.t('storefront.week', { week: week.week })}</h3>
                <ol>
                  {week.days.map((day) => (
                    <li key={day.day}>
                      {ctx.t('storefront.dayClass', {
                        title: day.title,
                        minutes: minutesText(ctx, day.duration_seconds),
                      })}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </div>
      </section>
    ),
  };
};

export const trainerPage = (ctx: PageContext, trainer: TrainerPage): Page => {
  const avatar = ctx.media(trainer.avatar);
  const path = storefrontPaths.trainer(slugFor(trainer.id, trainer.name));
  const description =
    trainer.headline || trainer.bio || ctx.t('storefront.trainerFallback', { name: trainer.name });
  return {
    head: {
      title: titled(ctx, trainer.name),
      description,
      path,
      image: avatar,
      type: 'profile',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: trainer.name,
          ...(trainer.headline && { jobTitle: trainer.headline }),
          ...(trainer.bio && { description: trainer.bio }),
          ...(avatar && { image: ctx.absolute(avatar) }),
          url: ctx.absolute(path),
        },
      ],
    },
    body: (
      <>
        <section>
          <div className="wrap">
            {avatar ? (
              <img className="avatar" src={avatar} alt={trainer.name} width={112} height={112} />
            ) : null}
            <h1>{trainer.name}</h1>
            {trainer.headline ? <p className="lead">{trainer.headline}</p> : null}
            {trainer.bio ? <p>{trainer.bio}</p> : null}
            <Cta href={signupWith()}>{ctx.t('storefront.trainWith', { name: trainer.name })}</Cta>
          </div>
        </section>
        {trainer.classes.length > 0 ? (
          <section aria-labelledby="classes">
            <div className="wrap">
              <h2 id="classes">{ctx.t('storefront.classesBy', { name: trainer.name })}</h2>
              <ClassCards ctx={ctx} classes={trainer.classes} />
            </div>
          </section>
        ) : null}
      </>
    ),
  };
};

export const recipePage = (ctx: PageContext, recipe: RecipePage): Page => {
  const picture = ctx.media(recipe.image ?? recipe.thumb);
  const path = storefrontPaths.recipe(slugFor(recipe.id, recipe.title));
  const description = recipe.description || ctx.t('storefront.recipeFallback', { title: recipe.title });
  return {
    head: {
      title: titled(ctx, recipe.title),
      description,
      path,
      image: picture,
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name: recipe.title,
          description,
          ...(picture && { image: [ctx.absolute(picture)] }),
          datePublished: recipe.published_at.toISOString(),
          ...(recipe.preparation_time && { totalTime: isoDuration(recipe.preparation_time * 60) }),
          ...(recipe.recipe_type && { recipeCategory: recipe.recipe_type }),
          recipeIngredient: recipe.ingredients,
          author: { '@type': 'Organization', name: PRODUCT_NAME },
        },
      ],
    },
    body: (
      <section>
        <div className="wrap split">
          <div>
            <h1>{recipe.title}</h1>
            {recipe.preparation_time ? (
              <p className="muted">{ctx.t('storefront.minutes', { minutes: recipe.preparation_time })}</p>
            ) : null}
            {recipe.description ? <p className="lead">{recipe.description}</p> : null}
            <h2>{ctx.t('storefront.ingredients')}</h2>
            <ul>
              {recipe.ingredients.map((ingredient, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: ingredients may repeat; their order is fixed
                <li key={i}>{ingredient}</li>
              ))}
            </ul>
            {recipe.steps > 0 ? <p>{ctx.t('storefront.stepsForMembers', { steps: recipe.steps })}</p> : null}
            <Cta href={signupWith()}>{ctx.t('storefront.cookWithTrial')}</Cta>
          </div>
          {picture ? (
            <img
              className="poster"
              src={picture}
              alt={recipe.title}
              width={960}
              height={540}
              fetchPriority="high"
            />
          ) : null}
        </div>
      </section>
    ),
  };
};

export const notFoundPage = (ctx: PageContext, path: string): Page => ({
  status: 404,
  head: {
    title: t2(ctx, 'storefront.notFoundTitle'),
    description: ctx.t('storefront.notFoundText'),
    path,
    noindex: true,
    jsonLd: [],
  },
  body: (
    <section>
      <div className="wrap">
        <h1>{ctx.t('storefront.notFoundTitle')}</h1>
        <p>{ctx.t('storefront.notFoundText')}</p>
        <Cta href={ctx.link(storefrontPaths.classes)}>{ctx.t('storefront.browseClasses')}</Cta>
      </div>
    </section>
  ),
});
