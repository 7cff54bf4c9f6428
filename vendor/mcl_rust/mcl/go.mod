module github.com/herumi/mcl

go 1.13
