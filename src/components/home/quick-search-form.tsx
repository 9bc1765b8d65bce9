'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { quickSearchUrl } from '@/domain/home-page'

export type QuickSearchWords = {
  heading: string
  make: string
  anyMake: string
  model: string
  anyModel: string
  maxPrice: string
  anyPrice: string
  submit: string
}

type Props = {
  makes: string[]
  modelsByMake: Record<string, string[]>
  /** Max-price choices: [amount, text in the site's format]. */
  prices: Array<[number, string]>
  words: QuickSearchWords
}

/**
 * The hero's quick search: make, model (the chosen make's, offered once a make is chosen) and max price,
 * straight into the search results at the canonical URL (`quickSearchUrl`). Listing every make's models
 * before a make is chosen put some 500 options into the home page's HTML (issue 18). Without JavaScript it is
 * a GET form to /cars with the search page's own field names, by make and price (an empty choice is dropped
 * by the proxy's repair, `max[price]` folded by the page).
 */
export function QuickSearchForm({ makes, modelsByMake, prices, words }: Props) {
  const router = useRouter()
  const id = useId()
  const [make, setMake] = useState('')
  const [model, setModel] = useState('')
  const [maxPrice, setMaxPrice] = useState('')
  const models = make ? (modelsByMake[make] ?? []) : []

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    router.push(quickSearchUrl({ make, model, maxPrice }))
  }

  return (
    <form
      className="quick-search"
      action="/cars"
      method="get"
      role="search"
      aria-label={words.heading}
      onSubmit={onSubmit}
    >
      <div className="quick-search-field">
        <label htmlFor={`${id}-make`}>{words.make}</label>
        <select
          id={`${id}-make`}
          name="refinementList[make][0]"
          value={make}
          onChange={(event) => {
            setMake(event.target.value)
            setModel('')
          }}
        >
          <option value="">{words.anyMake}</option>
          {makes.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className="quick-search-field">
        <label htmlFor={`${id}-model`}>{words.model}</label>
        <select
          id={`${id}-model`}
          name="refinementList[model][0]"
          value={model}
          disabled={!make}
          onChange={(event) => setModel(event.target.value)}
        >
          <option value="">{words.anyModel}</option>
          {models.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className="quick-search-field">
        <label htmlFor={`${id}-price`}>{words.maxPrice}</label>
        <select
          id={`${id}-price`}
          name="max[price]"
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.target.value)}
        >
          <option value="">{words.anyPrice}</option>
          {prices.map(([amount, text]) => (
            <option key={amount} value={String(amount)}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary quick-search-submit">
        {words.submit}
      </button>
    </form>
  )
}
