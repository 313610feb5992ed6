def value(s, seat):
    return 0
