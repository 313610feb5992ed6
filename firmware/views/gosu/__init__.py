"""Gosu's view (firmware.views.load finds view.py's View here): view.py the pages and the
armies (kept while the view is up); style.py its palette, letters and page keys; pages.py the
hand, the players, the discard pile and the log, card.py a card's power in full and in short,
legend.py every mark beside its meaning (each loaded while it is drawn); sheet.py the score
sheet of the results screen (firmware/results.py). firmware/README.md tells what each page
shows."""
